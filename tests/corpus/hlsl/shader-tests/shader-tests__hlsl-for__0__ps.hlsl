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
    precise uint4 o0 = 0;
    precise int4 r0 = 0;
    precise int4 r1 = 0;
    v0.x = input.texcoord0;
    r0.xy = asint((float2(0.5f, -0.5f) < v0.xx) ? 0xffffffffu : 0u);
    r0.zw = int2(0, 0);
    [loop] while (true) {
        if (r0.z >= 10) { break; }
        r1.x = asint(asfloat(r0.w) + (float)r0.z);
        if ((r0.x & asint(((r0.z == 5) ? 0xffffffffu : 0u))) != 0) {
            r0.z = 5;
            r0.w = r1.x;
            break;
        }
        if ((r0.y & asint(((r0.z >= 7) ? 0xffffffffu : 0u))) != 0) {
            r0.w = r1.x;
            r0.z = (r0.z + 1);
            continue;
        }
        r0.w = asint(asfloat(r1.x) + -1.0f);
        r0.z = r0.z + 1;
    }
    o0.y = asuint(r0.w);
    o0.x = asuint((float)r0.z);
    o0.zw = uint2(0x00000000u, 0x00000000u);
    {
        output.sv_target0 = asfloat(o0.xyzw);
        return output;
    }
}
