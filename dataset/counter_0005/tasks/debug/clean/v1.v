module counter_0005_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [5:0] base,
    input  wire       advance,
    input  wire [2:0] stride,
    output reg  [5:0] addr,
    output reg        aligned,
    output reg        upper_half
);

    always @(posedge clk) begin
        if (rst) begin
            addr <= 6'd0;
        end else begin
            if (start)
                addr <= base;
            else if (advance)
                addr <= addr + {3'b000, stride};
        end
    end

    always @* begin
        aligned = addr[1:0] == 2'b00;
        upper_half = addr[5];
    end
endmodule
