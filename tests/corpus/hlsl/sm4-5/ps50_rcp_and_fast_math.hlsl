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
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.VALUE0;
    r2.xyzw = abs(v1.xyzw) + float4(1.0f, 1.0f, 1.0f, 1.0f);
    r3.xyzw = log2(r2.xyzw);
    r2.xyzw = rsqrt(r2.xyzw);
    r0.xyzw = exp2((v1.xyzw * float4(0.7213475f, 0.7213475f, 0.7213475f, 0.7213475f))) + (exp2(v1.xyzw) + r3.xyzw);
    r0.xyzw = mad(log2((abs(v1.xyzw) + float4(2.0f, 2.0f, 2.0f, 2.0f))), float4(0.6931472f, 0.6931472f, 0.6931472f, 0.6931472f), r0.xyzw);
    r0.xyzw = mad(log2((abs(v1.xyzw) + float4(3.0f, 3.0f, 3.0f, 3.0f))), float4(0.30103f, 0.30103f, 0.30103f, 0.30103f), r0.xyzw);
    r1.xyzw = rcp((v1.xyzw + float4(2.0f, 2.0f, 2.0f, 2.0f)));
    r0.xyzw = mad(r1.xyzw, r2.xyzw, r0.xyzw);
    r3.xyzw = mad(v1.xyzw, r1.xyzw, r2.xyzw);
    r1.xyzw = mad(((-r1.xyzw) + r2.xyzw), float4(0.3f, 0.3f, 0.3f, 0.3f), r1.xyzw);
    r0.xyzw = (r0.xyzw + r3.xyzw) + exp2((log2(abs(v1.xyzw)) * float4(2.2f, 2.2f, 2.2f, 2.2f)));
    o0.xyzw = r1.xyzw + (r0.xyzw + saturate(v1.xyzw));
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
