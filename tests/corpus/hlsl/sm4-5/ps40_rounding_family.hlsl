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
    float4 v0 = 0;
    float4 v1 = 0;
    float4 o0 = 0;
    float4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.VALUE0;
    r0.xyzw = v1.xyzw * float4(0.58823526f, 0.58823526f, 0.58823526f, 0.58823526f);
    r1.xyzw = (r0.xyzw >= (-r0.xyzw)) ? 0xffffffffu : 0u;
    r0.xyzw = frac(abs(r0.xyzw));
    r0.xyzw = (r1.xyzw != 0u) ? r0.xyzw : (-r0.xyzw);
    r1.xyzw = asuint(frac(v1.xyzw));
    r0.xyzw = mad(r0.xyzw, float4(1.7f, 1.7f, 1.7f, 1.7f), asfloat(r1.xyzw));
    r1.xyzw = (float4(0.0f, 0.0f, 0.0f, 0.0f) < v1.xyzw) ? 0xffffffffu : 0u;
    r2.xyzw = (v1.xyzw < float4(0.0f, 0.0f, 0.0f, 0.0f)) ? 0xffffffffu : 0u;
    r1.xyzw = asuint((-asint(r1.xyzw)) + asint(r2.xyzw));
    r1.xyzw = asuint((float4)asint(r1.xyzw));
    r0.xyzw = mad(abs(v1.xyzw), asfloat(r1.xyzw), r0.xyzw);
    r1.xyzw = asuint(v1.xyzw + v1.xyzw);
    r1.xyzw = asuint(floor(asfloat(r1.xyzw)));
    r2.xyzw = asuint(round(v1.xyzw));
    r1.xyzw = asuint(asfloat(r1.xyzw) + asfloat(r2.xyzw));
    r2.xyzw = asuint(v1.xyzw * float4(3.0f, 3.0f, 3.0f, 3.0f));
    r2.xyzw = asuint(ceil(asfloat(r2.xyzw)));
    r1.xyzw = asuint(asfloat(r1.xyzw) + asfloat(r2.xyzw));
    r2.xyzw = asuint(v1.xyzw * float4(4.0f, 4.0f, 4.0f, 4.0f));
    r2.xyzw = asuint(trunc(asfloat(r2.xyzw)));
    r1.xyzw = asuint(asfloat(r1.xyzw) + asfloat(r2.xyzw));
    r0.xyzw = r0.xyzw + asfloat(r1.xyzw);
    r1.xyzw = asuint(trunc(v1.xyzw));
    r0.xyzw = r0.xyzw + asfloat(r1.xyzw);
    r1.xyzw = (uint4)abs(v1.xyzw);
    r1.xyzw = asuint((float4)r1.xyzw);
    r0.xyzw = r0.xyzw + asfloat(r1.xyzw);
    r1.xyzw = (v1.xyzw >= float4(0.5f, 0.5f, 0.5f, 0.5f)) ? 0xffffffffu : 0u;
    r1.xyzw = asuint(asint(r1.xyzw) & int4(1065353216, 1065353216, 1065353216, 1065353216));
    r0.xyzw = r0.xyzw + asfloat(r1.xyzw);
    r1.xyzw = asuint(min(v1.xyzw, float4(0.25f, 0.25f, 0.25f, 0.25f)));
    r0.xyzw = r0.xyzw + asfloat(r1.xyzw);
    r1.xyzw = asuint(max(v1.xyzw, float4(-0.25f, -0.25f, -0.25f, -0.25f)));
    r0.xyzw = r0.xyzw + asfloat(r1.xyzw);
    r1.xyzw = asuint(abs(v1.xyzw) + float4(1.0f, 1.0f, 1.0f, 1.0f));
    r1.xyzw = asuint(rsqrt(asfloat(r1.xyzw)));
    r0.xyzw = r0.xyzw + asfloat(r1.xyzw);
    r1.xyzw = asuint(sqrt(abs(v1.xyzw)));
    o0.xyzw = r0.xyzw + asfloat(r1.xyzw);
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
