module hidden_0049_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [3:0] pdata,
    input  wire       shift,
    output wire       sout
);
    reg [3:0] sreg_r;
    wire [3:0] sreg_d = rst ? 4'b0000 :
                        load ? pdata :
                        shift ? {sreg_r[2:0], 1'b0} :
                        sreg_r;

    always @(posedge clk) begin
        sreg_r <= sreg_d;
    end

    assign sout = sreg_r[3];
endmodule
