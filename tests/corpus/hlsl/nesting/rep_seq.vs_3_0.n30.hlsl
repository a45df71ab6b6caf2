// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c9 : register(c9);
float4 c10 : register(c10);
float4 c11 : register(c11);
float4 c12 : register(c12);
float4 c15 : register(c15);
float4 c16 : register(c16);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r0.yzwx;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c10.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c10.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c11.xyzw;
    }
    {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c15.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c16.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c10.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c11.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c15.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c9.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r0.yzwx;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c16.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c9.xyzw;
    }
    {
        r0.xyzw = r0.xyzw + c9.xyzw;
    }
    {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
