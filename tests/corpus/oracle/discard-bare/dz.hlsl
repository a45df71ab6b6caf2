float4 main(float4 c : COLOR0, uint4 m : MASK) : SV_Target { if ((m.x & 1) == 0) discard; return c; }
