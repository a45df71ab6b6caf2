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
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.VALUE0;
    r0.xyzw = v1.xyzw * float4(0.58823526f, 0.58823526f, 0.58823526f, 0.58823526f);
    r1.xyzw = (r0.xyzw >= (-r0.xyzw)) ? 0xffffffffu : 0u;
    r0.xyzw = frac(abs(r0.xyzw));
    r0.xyzw = (r1.xyzw != 0u) ? r0.xyzw : (-r0.xyzw);
    r0.xyzw = mad(r0.xyzw, float4(1.7f, 1.7f, 1.7f, 1.7f), frac(v1.xyzw));
    r0.xyzw = mad(abs(v1.xyzw), (float4)((-asint(((float4(0.0f, 0.0f, 0.0f, 0.0f) < v1.xyzw) ? 0xffffffffu : 0u))) + asint(((v1.xyzw < float4(0.0f, 0.0f, 0.0f, 0.0f)) ? 0xffffffffu : 0u))), r0.xyzw);
    r1.xyzw = asuint(floor((v1.xyzw + v1.xyzw)) + round(v1.xyzw));
    r1.xyzw = asuint(asfloat(r1.xyzw) + ceil((v1.xyzw * float4(3.0f, 3.0f, 3.0f, 3.0f))));
    r0.xyzw = r0.xyzw + (asfloat(r1.xyzw) + trunc((v1.xyzw * float4(4.0f, 4.0f, 4.0f, 4.0f))));
    r0.xyzw = r0.xyzw + trunc(v1.xyzw);
    r0.xyzw = r0.xyzw + (float4)(uint4)abs(v1.xyzw);
    r0.xyzw = r0.xyzw + asfloat((asint(((v1.xyzw >= float4(0.5f, 0.5f, 0.5f, 0.5f)) ? 0xffffffffu : 0u)) & int4(1065353216, 1065353216, 1065353216, 1065353216)));
    r0.xyzw = r0.xyzw + min(v1.xyzw, float4(0.25f, 0.25f, 0.25f, 0.25f));
    r0.xyzw = r0.xyzw + max(v1.xyzw, float4(-0.25f, -0.25f, -0.25f, -0.25f));
    r0.xyzw = r0.xyzw + rsqrt((abs(v1.xyzw) + float4(1.0f, 1.0f, 1.0f, 1.0f)));
    o0.xyzw = r0.xyzw + sqrt(abs(v1.xyzw));
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
