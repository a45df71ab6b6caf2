// Decompiled by dxsm from ps_5_0 code.
struct Input {
    noperspective float4 SV_POSITION0 : SV_POSITION0;
};
struct Output {
    float2 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    v0.xyzw = input.SV_POSITION0;
    o0.y = v0.z * v0.z;
    o0.x = v0.z;
    {
        output.SV_TARGET0 = o0.xy;
        return output;
    }
}
