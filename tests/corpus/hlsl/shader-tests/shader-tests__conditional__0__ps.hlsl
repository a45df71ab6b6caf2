// Decompiled by dxsm from ps_4_0 code.
struct Input {
    float texcoord0 : texcoord0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise int4 r0 = 0;
    v0.x = input.texcoord0;
    if (0.0f < v0.x) {
        o0.xyzw = float4(0.1f, 0.2f, 0.3f, 0.4f);
        {
            output.SV_TARGET0 = o0.xyzw;
            return output;
        }
    } else {
        o0.xyzw = float4(0.9f, 0.8f, 0.7f, 0.6f);
        {
            output.SV_TARGET0 = o0.xyzw;
            return output;
        }
    }
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
