// Decompiled by dxsm from vs_5_0 code.
struct Input {
    float4 POSITION0 : POSITION0;
    float4 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    v0.xyzw = input.POSITION0;
    v1.xyzw = input.TEXCOORD0;
    o0.xyzw = mad(v1.xyzw, float4(0.1f, 0.2f, 0.3f, 0.4f), v0.xyzw);
    {
        output.SV_Position0 = o0.xyzw;
        return output;
    }
}
