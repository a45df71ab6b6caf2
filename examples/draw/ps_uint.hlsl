// The leading vertex's colour bits as an unsigned integer output (for
// integer targets and logic ops).
uint4 main(float4 pos : SV_Position, nointerpolation float4 col : COLOR0) : SV_Target {
    return asuint(col);
}
