// Decompiled by dxsm from ps_4_0 code.
struct Input {
    float texcoord0 : texcoord0;
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    v0.x = input.texcoord0;
    o0.xyzw = v0.xxxx;
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
