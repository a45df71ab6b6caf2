// Decompiled by dxsm from ps_4_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float4 A0 : A0;
    nointerpolation int4 I0 : I0;
    nointerpolation uint4 U0 : U0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 v3 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    uint4 r3 = 0;
    uint4 r4 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xyzw = asuint(input.A0);
    v2.xyzw = asuint(input.I0);
    v3.xyzw = asuint(input.U0);
    r0.xyzw = (asint(v2.xyzw) >= int4(3, 3, 3, 3)) ? 0xffffffffu : 0u;
    r1.xyzw = (asint(v2.xyzw) != asint(v3.xxxx)) ? 0xffffffffu : 0u;
    r0.xyzw = asint(r0.xyzw) & asint(r1.xyzw);
    r0.xyzw = asint(r0.xyzw) & int4(1065353216, 1065353216, 1065353216, 1065353216);
    r1.xyzw = (float4(-0.5f, -0.5f, -0.5f, -0.5f) >= asfloat(v1.xyzw)) ? 0xffffffffu : 0u;
    r2.xyzw = (asfloat(v1.xyzw) == float4(0.0f, 0.0f, 0.0f, 0.0f)) ? 0xffffffffu : 0u;
    r1.xyzw = asint(r1.xyzw) | asint(r2.xyzw);
    r2.xyzw = (float4(0.5f, 0.5f, 0.5f, 0.5f) < asfloat(v1.xyzw)) ? 0xffffffffu : 0u;
    r3.xyzw = (r2.xyzw != 0u) ? v1.xyzw : asuint((-asfloat(v1.xyzw)));
    r2.xy = asint(r2.zw) | asint(r2.xy);
    r2.x = asint(r2.y) | asint(r2.x);
    r1.xyzw = (r1.xyzw != 0u) ? uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u) : r3.xyzw;
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r1.xyzw = (v3.xyzw < uint4(0x00000007u, 0x00000007u, 0x00000007u, 0x00000007u)) ? 0xffffffffu : 0u;
    r3.xyzw = (v3.xyzw >= uint4(0x00000064u, 0x00000064u, 0x00000064u, 0x00000064u)) ? 0xffffffffu : 0u;
    r1.xyzw = asint(r1.xyzw) | asint(r3.xyzw);
    r3.xyzw = asuint((float4)v3.xyzw);
    r4.xyzw = asuint((float4)asint(v2.xyzw));
    r3.xyzw = (r1.xyzw != 0u) ? r3.xyzw : r4.xyzw;
    r1.xy = asint(r1.zw) & asint(r1.xy);
    r1.x = asint(r1.y) & asint(r1.x);
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r3.xyzw));
    r3.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r0.xyzw));
    r4.xyzw = asuint(asfloat(r0.xyzw) * float4(3.0f, 3.0f, 3.0f, 3.0f));
    r1.xyzw = (r1.xxxx != 0u) ? r3.xyzw : r4.xyzw;
    o0.xyzw = (r2.xxxx != 0u) ? r0.xyzw : r1.xyzw;
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
