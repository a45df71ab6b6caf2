// Decompiled by dxsm from ps_4_0 code.
struct Input {
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    o0.xyzw = float4(0.0f, 0.0f, 0.0f, 1.0f);
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
