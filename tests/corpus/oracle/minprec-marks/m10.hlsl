min10float4 main(min10float4 a : COLOR0, min10float4 b : COLOR1) : SV_Target { return abs(a) * b; }
