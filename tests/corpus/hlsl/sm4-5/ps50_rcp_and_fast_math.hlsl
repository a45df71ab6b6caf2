// Decompiled by dxsm from ps_5_0 code.
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
    uint4 r3 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xyzw = asuint(input.VALUE0);
    r0.xyzw = asuint(asfloat(v1.xyzw) * float4(0.7213475f, 0.7213475f, 0.7213475f, 0.7213475f));
    r0.xyzw = asuint(exp2(asfloat(r0.xyzw)));
    r1.xyzw = asuint(exp2(asfloat(v1.xyzw)));
    r2.xyzw = asuint(abs(asfloat(v1.xyzw)) + float4(1.0f, 1.0f, 1.0f, 1.0f));
    r3.xyzw = asuint(log2(asfloat(r2.xyzw)));
    r2.xyzw = asuint(rsqrt(asfloat(r2.xyzw)));
    r1.xyzw = asuint(asfloat(r1.xyzw) + asfloat(r3.xyzw));
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r1.xyzw = asuint(abs(asfloat(v1.xyzw)) + float4(2.0f, 2.0f, 2.0f, 2.0f));
    r1.xyzw = asuint(log2(asfloat(r1.xyzw)));
    r0.xyzw = asuint(mad(asfloat(r1.xyzw), float4(0.6931472f, 0.6931472f, 0.6931472f, 0.6931472f), asfloat(r0.xyzw)));
    r1.xyzw = asuint(abs(asfloat(v1.xyzw)) + float4(3.0f, 3.0f, 3.0f, 3.0f));
    r1.xyzw = asuint(log2(asfloat(r1.xyzw)));
    r0.xyzw = asuint(mad(asfloat(r1.xyzw), float4(0.30103f, 0.30103f, 0.30103f, 0.30103f), asfloat(r0.xyzw)));
    r1.xyzw = asuint(asfloat(v1.xyzw) + float4(2.0f, 2.0f, 2.0f, 2.0f));
    r1.xyzw = asuint(rcp(asfloat(r1.xyzw)));
    r0.xyzw = asuint(mad(asfloat(r1.xyzw), asfloat(r2.xyzw), asfloat(r0.xyzw)));
    r3.xyzw = asuint(mad(asfloat(v1.xyzw), asfloat(r1.xyzw), asfloat(r2.xyzw)));
    r2.xyzw = asuint((-asfloat(r1.xyzw)) + asfloat(r2.xyzw));
    r1.xyzw = asuint(mad(asfloat(r2.xyzw), float4(0.3f, 0.3f, 0.3f, 0.3f), asfloat(r1.xyzw)));
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r3.xyzw));
    r2.xyzw = asuint(log2(abs(asfloat(v1.xyzw))));
    r2.xyzw = asuint(asfloat(r2.xyzw) * float4(2.2f, 2.2f, 2.2f, 2.2f));
    r2.xyzw = asuint(exp2(asfloat(r2.xyzw)));
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r2.xyzw));
    r2.xyzw = asuint(saturate(asfloat(v1.xyzw)));
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r2.xyzw));
    o0.xyzw = asuint(asfloat(r1.xyzw) + asfloat(r0.xyzw));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
