// Decompiled by dxsm from ps_5_0 code.
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    v0.xyzw = input.POSITION0;
    o0.xyzw = float4(1.0f, 0.5f, 0.4f, 1.0f);
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
