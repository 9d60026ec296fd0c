module hidden_0049_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [3:0] pdata,
    input  wire       shift,
    output wire       sout
);
    reg [3:0] sreg;
    reg [3:0] sreg_next;

    always @* begin
        if (load)
            sreg_next = pdata;
        else if (shift)
            sreg_next = {sreg[2:0], 1'b0};
        else
            sreg_next = sreg;
    end

    always @(posedge clk) begin
        if (rst) begin
            sreg <= 4'b0000;
        end else begin
            sreg <= sreg_next;
        end
    end

    assign sout = sreg[2];
endmodule
