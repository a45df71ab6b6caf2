float4 main(uint i : I, float4 p : P) : SV_Target { float4 a[5000]; for (int k = 0; k < 5000; k++) a[k] = p * k; return a[i]; }
