// Decompiled by dxsm from ps_5_0 code.
struct Input {
    noperspective float4 SV_POSITION0 : SV_POSITION0;
};
struct Output {
    float2 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 o0 = 0;
    v0.xyzw = asuint(input.SV_POSITION0);
    o0.y = asuint(asfloat(v0.z) * asfloat(v0.z));
    o0.x = v0.z;
    {
        output.SV_TARGET0 = asfloat(o0.xy);
        return output;
    }
}
