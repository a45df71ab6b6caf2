float4 main(float4 c : COLOR0, uint s : SV_SampleIndex) : SV_Target { return c * s; }
