// Decompiled by dxsm from vs_4_0 code.
struct Input {
    float4 texcoord0 : texcoord0;
    float4 sv_position0 : sv_position0;
};
struct Output {
    float4 texcoord0 : texcoord0;
    float4 sv_position0 : sv_position0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    v0.xyzw = input.texcoord0;
    v1.xyzw = input.sv_position0;
    o0.xyzw = v0.xyzw;
    o1.xyzw = v1.xyzw;
    {
        output.texcoord0 = o0.xyzw;
        output.sv_position0 = o1.xyzw;
        return output;
    }
}
