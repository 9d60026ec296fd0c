module hidden_0049_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [3:0] pdata,
    input  wire       shift,
    output reg        sout
);
    reg [3:0] sreg;

    always @(posedge clk) begin
        if (rst) begin
            sreg <= 4'b0000;
        end else begin
            if (load)
                sreg <= pdata;
            else if (shift)
                sreg <= {sreg[2:0], 1'b0};
        end
    end

    always @* begin
        sout = sreg;
    end
endmodule
