// The colour, written only to samples 0 and 1 of the pixel (oMask).
float4 main(float4 pos : SV_Position, float4 col : COLOR0, out uint mask : SV_Coverage) : SV_Target {
    mask = 3;
    return col;
}
