// Decompiled by dxsm from ps_4_0 code.
struct Input {
    float4 sv_position0 : sv_position0;
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    v0.xyzw = input.sv_position0;
    o0.xyzw = float4(10.0f, 20.0f, 30.0f, 40.0f);
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
