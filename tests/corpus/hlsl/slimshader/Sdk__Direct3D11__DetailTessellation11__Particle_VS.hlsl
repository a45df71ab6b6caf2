// Decompiled by dxsm from vs_5_0 code.
struct Input {
    float3 POSITION0 : POSITION0;
};
struct Output {
    float4 POSITION0 : POSITION0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    v0.xyz = input.POSITION0;
    o0.xyz = v0.xyz;
    o0.w = 1.0f;
    {
        output.POSITION0 = o0.xyzw;
        return output;
    }
}
