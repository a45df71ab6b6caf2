// The pixel's input coverage (SV_Coverage) as a number in red.
float4 main(float4 pos : SV_Position, float4 col : COLOR0, uint cov : SV_Coverage) : SV_Target {
    return float4(cov, 0, 0, 1);
}
