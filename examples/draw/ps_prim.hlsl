// The primitive id the geometry shader wrote, as red (in 1/255).
float4 main(float4 pos : SV_Position, nointerpolation float4 col : COLOR0, uint prim : SV_PrimitiveID) : SV_Target {
    return float4(prim / 255.0, col.g, 0, 1);
}
