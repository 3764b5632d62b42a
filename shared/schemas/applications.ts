/**
 * The application tags every applications picker offers (a fixed list of about 120
 * application options; the spec names only examples, so this list is ours — docs/decisions/0107). Keys are
 * stable identifiers stored on companies, requests and leads; the web's `applications` namespace names them
 * in each language. Stored applications stay free text: an unknown value is shown as written.
 */
export const applicationTags = [
  // automotive and transport
  "automotiveBumpers", "automotiveInteriorTrim", "automotiveUnderTheHood", "wheelArchLiners", "batteryCases", "dashboardParts",
  "doorPanels", "automotiveCarpets", "fuelTanks", "airDucts", "mudFlaps", "truckLiners",
  // packaging, food contact
  "foodTrays", "bottlesBeverage", "bottlesDairy", "foodContainers", "cupsAndLids", "thermoformedPunnets", "clamshells",
  "closuresAndCaps", "foodFilm", "shrinkFilm", "stretchFilm", "meatTrays",
  // packaging, non-food
  "bottlesDetergent", "bottlesCosmetics", "cosmeticJars", "tubes", "carrierBags", "refuseSacks", "courierBags",
  "industrialFilm", "agriculturalFilm", "buckets", "paintCans", "drumsAndIBCs", "strapping", "foamPackaging", "crates",
  "pallets", "boxesAndTotes", "protectivePackaging",
  // construction
  "pipesPressure", "pipesSewage", "pipesDrainage", "cableDucts", "windowProfiles", "doorProfiles", "roofingMembranes",
  "damProofMembranes", "insulationBoards", "flooring", "deckingBoards", "fencing", "claddingPanels", "geotextiles",
  "geomembranes", "manholeCovers", "kerbstones", "roadBarriers", "formwork",
  // agriculture and garden
  "plantPots", "irrigationPipes", "greenhouseFilm", "siloBags", "baleWrap", "gardenFurniture", "compostBins", "waterTanks",
  "animalHusbandry", "netting",
  // household and consumer
  "toys", "householdContainers", "kitchenware", "storageBoxes", "wasteBins", "hangers", "cleaningTools", "luggage",
  "sportsEquipment", "stationery", "petProducts", "bathroomAccessories",
  // furniture
  "chairs", "tables", "outdoorFurniture", "officeFurniture", "furnitureComponents", "mattressComponents",
  // electrical and electronics
  "electricalHousings", "cableInsulation", "cableSheathing", "connectors", "lightingComponents", "applianceParts",
  "washingMachineParts", "refrigeratorLiners", "electronicEnclosures", "switchesAndSockets",
  // industrial and machinery
  "machineParts", "conveyorComponents", "gearsAndBearings", "industrialContainers", "toolHandles", "safetyEquipment",
  "filterHousings", "hosesAndTubing", "seals", "chemicalTanks",
  // medical, pharma, cosmetics
  "pharmaPackaging", "medicalDisposables", "laboratoryware", "cosmeticPackaging",
  // textiles and fashion
  "polyesterFibres", "nonwovens", "carpetFibres", "clothing", "footwear", "bagsAndAccessories", "ropesAndTwines", "bigBags",
  // compounds and other uses
  "masterbatch", "compounding", "injectionMouldingGeneral", "extrusionGeneral", "blowMouldingGeneral", "rotationalMoulding",
  "threeDPrintingFilament", "woodPlasticComposites", "adhesivesAndCoatings", "other",
] as const;
export type ApplicationTag = (typeof applicationTags)[number];
