// Decompiled by dxsm from vs_4_0 code.
struct Input {
    float3 POSITION0 : POSITION0;
};
struct Output {
    float3 POSITION0 : POSITION0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    v0.xyz = input.POSITION0;
    o0.xyz = v0.xyz;
    {
        output.POSITION0 = o0.xyz;
        return output;
    }
}
