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
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.x = input.texcoord0;
    r0.x = floor((v0.x + 0.25f));
    {
        float p0 = sin(r0.x);
        float p1 = cos(r0.x);
        r0.x = p0;
        r1.x = p1;
    }
    o0.x = r0.x;
    o0.y = r1.x;
    o0.zw = float2(0.0f, 0.0f);
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
