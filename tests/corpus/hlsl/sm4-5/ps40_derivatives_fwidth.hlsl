// Decompiled by dxsm from ps_4_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 BARY0 : BARY0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xy = asuint(input.TEXCOORD0);
    v2.xyz = asuint(input.BARY0);
    r0.xyz = asuint(ddx(asfloat(v2.xyz)));
    r1.xyz = asuint(ddy(asfloat(v2.xyz)));
    r0.xyz = asuint(abs(asfloat(r0.xyz)) + abs(asfloat(r1.xyz)));
    r0.xyz = asuint(asfloat(r0.xyz) * asfloat(uint3(0x3fc00000u, 0x3fc00000u, 0x3fc00000u)));
    r0.xyz = asuint(asfloat(uint3(0x3f800000u, 0x3f800000u, 0x3f800000u)) / asfloat(r0.xyz));
    r0.xyz = asuint(saturate(asfloat(r0.xyz) * asfloat(v2.xyz)));
    r1.xyz = asuint(mad(asfloat(r0.xyz), asfloat(uint3(0xc0000000u, 0xc0000000u, 0xc0000000u)), asfloat(uint3(0x40400000u, 0x40400000u, 0x40400000u))));
    r0.xyz = asuint(asfloat(r0.xyz) * asfloat(r0.xyz));
    r0.xyz = asuint(asfloat(r0.xyz) * asfloat(r1.xyz));
    r0.x = asuint(min(asfloat(r0.y), asfloat(r0.x)));
    o0.y = asuint(min(asfloat(r0.z), asfloat(r0.x)));
    r0.xy = asuint(asfloat(v1.xy) * asfloat(uint2(0x41800000u, 0x41800000u)));
    r0.zw = asuint(ddx(asfloat(r0.xy)));
    r0.xy = asuint(ddy(asfloat(r0.xy)));
    r0.xy = asuint(abs(asfloat(r0.xy)) + abs(asfloat(r0.zw)));
    r0.zw = asuint(mad(asfloat(v1.xy), asfloat(uint2(0x41800000u, 0x41800000u)), asfloat(uint2(0xbf000000u, 0xbf000000u))));
    r0.zw = asuint(frac(asfloat(r0.zw)));
    r0.zw = asuint(asfloat(r0.zw) + asfloat(uint2(0xbf000000u, 0xbf000000u)));
    r0.xy = asuint(abs(asfloat(r0.zw)) / asfloat(r0.xy));
    r0.x = asuint(min(asfloat(r0.y), asfloat(r0.x)));
    o0.x = asuint(min(asfloat(r0.x), asfloat(0x3f800000u)));
    r0.x = asuint(ddx(asfloat(v1.x)));
    o0.z = asuint(asfloat(r0.x) * asfloat(0x42c80000u));
    r0.x = asuint(ddy(asfloat(v1.y)));
    o0.w = asuint(asfloat(r0.x) * asfloat(0x42c80000u));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
