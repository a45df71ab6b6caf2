// Decompiled by dxsm from vs_4_0 code.
struct Input {
    uint sv_vertexid0 : sv_vertexid0;
    float4 texcoord0 : texcoord0;
};
struct Output {
    float4 texcoord0 : texcoord0;
    float4 sv_position0 : sv_position0;
};
Output main(Input input) {
    Output output;
    int4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise int4 r0 = 0;
    v0.x = asint(input.sv_vertexid0);
    v1.xyzw = input.texcoord0;
    o0.xyzw = v1.xyzw;
    r0.x = (v0.x << (0x00000001u & 31u)) & 2;
    r0.z = v0.x & 2;
    o1.xy = mad((float2)asuint(r0.xz), float2(2.0f, -2.0f), float2(-1.0f, 1.0f));
    o1.zw = float2(0.0f, 1.0f);
    {
        output.texcoord0 = o0.xyzw;
        output.sv_position0 = o1.xyzw;
        return output;
    }
}
