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
    float4 v0 = 0;
    float4 v1 = 0;
    int4 v2 = 0;
    uint4 v3 = 0;
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    precise int4 r1 = 0;
    precise int4 r2 = 0;
    precise uint4 r3 = 0;
    precise float4 r4 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.A0;
    v2.xyzw = input.I0;
    v3.xyzw = input.U0;
    r0.xyzw = asuint((asint(((v2.xyzw >= int4(3, 3, 3, 3)) ? 0xffffffffu : 0u)) & asint(((v2.xyzw != asint(v3.xxxx)) ? 0xffffffffu : 0u))) & int4(1065353216, 1065353216, 1065353216, 1065353216));
    r1.xyzw = asint(((float4(-0.5f, -0.5f, -0.5f, -0.5f) >= v1.xyzw) ? 0xffffffffu : 0u)) | asint(((v1.xyzw == float4(0.0f, 0.0f, 0.0f, 0.0f)) ? 0xffffffffu : 0u));
    r2.xyzw = asint((float4(0.5f, 0.5f, 0.5f, 0.5f) < v1.xyzw) ? 0xffffffffu : 0u);
    r3.xyzw = (asuint(r2.xyzw) != 0u) ? asuint(v1.xyzw) : asuint((-v1.xyzw));
    r2.xy = r2.zw | r2.xy;
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(((asuint(r1.xyzw) != 0u) ? int4(0, 0, 0, 0) : asint(r3.xyzw))));
    r1.xyzw = asint(((v3.xyzw < uint4(0x00000007u, 0x00000007u, 0x00000007u, 0x00000007u)) ? 0xffffffffu : 0u)) | asint(((v3.xyzw >= uint4(0x00000064u, 0x00000064u, 0x00000064u, 0x00000064u)) ? 0xffffffffu : 0u));
    r3.xyzw = (asuint(r1.xyzw) != 0u) ? asuint((float4)v3.xyzw) : asuint((float4)v2.xyzw);
    r1.xy = r1.zw & r1.xy;
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r3.xyzw));
    o0.xyzw = (asuint((r2.y | r2.x).xxxx) != 0u) ? r0.xyzw : asuint(((asuint((r1.y & r1.x).xxxx) != 0u) ? asint((asfloat(r0.xyzw) + asfloat(r0.xyzw))) : asint((asfloat(r0.xyzw) * float4(3.0f, 3.0f, 3.0f, 3.0f)))));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
