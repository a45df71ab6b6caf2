// The leading vertex's colour, and the facing and primitive number.
struct PsIn {
    float4 pos : SV_Position;
    nointerpolation float4 col : COLOR0;
    uint prim : SV_PrimitiveID;
    bool front : SV_IsFrontFace;
};
float4 main(PsIn i) : SV_Target {
    return float4(i.col.rg, i.front ? 1.0 : 0.0, i.prim / 255.0);
}
