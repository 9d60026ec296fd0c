module hidden_0050_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire sync,
    input  wire en,
    input  wire din,
    output wire parity
);
    reg [1:0] nbits;
    reg running;
    reg framepar;
    reg [1:0] nbits_next;
    reg running_next;
    reg framepar_next;

    always @* begin
        if (sync)
            nbits_next = 2'd0;
        else if (en)
            nbits_next = nbits + 2'd1;
        else
            nbits_next = nbits;
    end

    always @* begin
        if (sync)
            running_next = 1'b0;
        else if (en && nbits == 2'd3)
            running_next = running ^ din;
        else if (en)
            running_next = running ^ din;
        else
            running_next = running;
    end

    always @* begin
        if (en && !sync && nbits == 2'd3)
            framepar_next = running ^ din;
        else
            framepar_next = framepar;
    end

    always @(posedge clk) begin
        if (rst) begin
            nbits <= 2'd0;
            running <= 1'b0;
            framepar <= 1'b0;
        end else begin
            nbits <= nbits_next;
            running <= running_next;
            framepar <= framepar_next;
        end
    end

    assign parity = framepar;
endmodule
