float4 main(sample float4 c : COLOR0) : SV_Target { return c; }
