module counter_0005_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [5:0] base,
    input  wire       advance,
    input  wire [2:0] stride,
    output reg  [5:0] addr,
    output wire       aligned,
    output wire       upper_half
);
    reg [5:0] addr_next;

    always @* begin
        if (start && !advance)
            addr_next = base;
        else if (advance)
            addr_next = addr + {3'b000, stride};
        else
            addr_next = addr;
    end

    always @(posedge clk) begin
        if (rst) begin
            addr <= 6'd0;
        end else begin
            addr <= addr_next;
        end
    end

    assign aligned = addr[1:0] == 2'b00;
    assign upper_half = addr[5];
endmodule
