// Decompiled by dxsm from vs_5_0 code.
struct Input {
    float4 POSITION0 : POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    v0.xyzw = input.POSITION0;
    v1.xy = input.TEXCOORD0;
    o0.xyzw = v0.xyzw;
    o1.xy = v1.xy;
    {
        output.SV_POSITION0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        return output;
    }
}
