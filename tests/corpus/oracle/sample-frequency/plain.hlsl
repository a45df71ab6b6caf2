float4 main(float4 c : COLOR0) : SV_Target { return c; }
