// Decompiled by dxsm from ps_4_0 code.
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
    float4 sv_target1 : sv_target1;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    o0.xyzw = float4(0.1f, 0.2f, 0.3f, 0.4f);
    o1.xyzw = float4(0.5f, 0.6f, 0.7f, 0.8f);
    {
        output.sv_target0 = o0.xyzw;
        output.sv_target1 = o1.xyzw;
        return output;
    }
}
