// The same test on the magnitude of the difference.
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 main(float4 t0 : TEXCOORD0) : COLOR0 {
    precise float4 r0 = t0;
    if (abs(r0.z - c1.w) != 0) { r0 = r0 - c1; } else { r0.xy = r0.xy + c2.xy; }
    return r0;
}
