// Decompiled by dxsm from ps_4_0 code.
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    o0.xyzw = float4(1.0f, 2.0f, 3.0f, 4.0f);
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
