float4 main(float4 c : COLOR0) : SV_Target { if (c.a < 0.5) discard; return c; }
