// Decompiled by dxsm from ps_4_0 code.
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    o0.xyzw = float4(0.4f, 0.3f, 0.2f, 0.0f);
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
