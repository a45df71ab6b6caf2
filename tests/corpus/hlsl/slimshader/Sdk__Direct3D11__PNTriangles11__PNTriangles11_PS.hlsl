// Decompiled by dxsm from ps_4_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float4 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    v2.xyzw = input.COLOR0;
    o0.xyzw = v2.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
