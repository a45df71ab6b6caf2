// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c52 : register(c52);
float4 c53 : register(c53);
float4 c54 : register(c54);
float4 c57 : register(c57);
float4 c58 : register(c58);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    {
        r0.xyzw = r0.xyzw + c53.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c54.xyzw;
    }
    {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + c57.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c54.xyzw;
    }
    {
        r0.xyzw = r0.xyzw + c57.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    {
        r0.xyzw = r0.xyzw + c57.xyzw;
    }
    {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c54.xyzw;
    }
    {
        r0.xyzw = r0.xyzw + c52.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    {
        r0.xyzw = r0.xyzw + c54.xyzw;
    }
    {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + c58.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
