// Decompiled by dxsm from ps_4_0 code.
struct Input {
};
struct Output {
    float4 SV_target0 : SV_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    o0.xyzw = float4(0.4f, 0.3f, 0.1f, 0.2f);
    {
        output.SV_target0 = o0.xyzw;
        return output;
    }
}
