// Decompiled by dxsm from ps_4_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float4 VALUE0 : VALUE0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xyzw = asuint(input.VALUE0);
    r0.xyzw = asuint(asfloat(v1.xyzw) * float4(0.58823526f, 0.58823526f, 0.58823526f, 0.58823526f));
    r1.xyzw = (asfloat(r0.xyzw) >= (-asfloat(r0.xyzw))) ? 0xffffffffu : 0u;
    r0.xyzw = asuint(frac(abs(asfloat(r0.xyzw))));
    r0.xyzw = (r1.xyzw != 0u) ? r0.xyzw : asuint((-asfloat(r0.xyzw)));
    r1.xyzw = asuint(frac(asfloat(v1.xyzw)));
    r0.xyzw = asuint(mad(asfloat(r0.xyzw), float4(1.7f, 1.7f, 1.7f, 1.7f), asfloat(r1.xyzw)));
    r1.xyzw = (float4(0.0f, 0.0f, 0.0f, 0.0f) < asfloat(v1.xyzw)) ? 0xffffffffu : 0u;
    r2.xyzw = (asfloat(v1.xyzw) < float4(0.0f, 0.0f, 0.0f, 0.0f)) ? 0xffffffffu : 0u;
    r1.xyzw = asuint((-asint(r1.xyzw)) + asint(r2.xyzw));
    r1.xyzw = asuint((float4)asint(r1.xyzw));
    r0.xyzw = asuint(mad(abs(asfloat(v1.xyzw)), asfloat(r1.xyzw), asfloat(r0.xyzw)));
    r1.xyzw = asuint(asfloat(v1.xyzw) + asfloat(v1.xyzw));
    r1.xyzw = asuint(floor(asfloat(r1.xyzw)));
    r2.xyzw = asuint(round(asfloat(v1.xyzw)));
    r1.xyzw = asuint(asfloat(r1.xyzw) + asfloat(r2.xyzw));
    r2.xyzw = asuint(asfloat(v1.xyzw) * float4(3.0f, 3.0f, 3.0f, 3.0f));
    r2.xyzw = asuint(ceil(asfloat(r2.xyzw)));
    r1.xyzw = asuint(asfloat(r1.xyzw) + asfloat(r2.xyzw));
    r2.xyzw = asuint(asfloat(v1.xyzw) * float4(4.0f, 4.0f, 4.0f, 4.0f));
    r2.xyzw = asuint(trunc(asfloat(r2.xyzw)));
    r1.xyzw = asuint(asfloat(r1.xyzw) + asfloat(r2.xyzw));
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r1.xyzw = asuint(trunc(asfloat(v1.xyzw)));
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r1.xyzw = (uint4)abs(asfloat(v1.xyzw));
    r1.xyzw = asuint((float4)r1.xyzw);
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r1.xyzw = (asfloat(v1.xyzw) >= float4(0.5f, 0.5f, 0.5f, 0.5f)) ? 0xffffffffu : 0u;
    r1.xyzw = asint(r1.xyzw) & int4(1065353216, 1065353216, 1065353216, 1065353216);
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r1.xyzw = asuint(min(asfloat(v1.xyzw), float4(0.25f, 0.25f, 0.25f, 0.25f)));
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r1.xyzw = asuint(max(asfloat(v1.xyzw), float4(-0.25f, -0.25f, -0.25f, -0.25f)));
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r1.xyzw = asuint(abs(asfloat(v1.xyzw)) + float4(1.0f, 1.0f, 1.0f, 1.0f));
    r1.xyzw = asuint(rsqrt(asfloat(r1.xyzw)));
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r1.xyzw = asuint(sqrt(abs(asfloat(v1.xyzw))));
    o0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
