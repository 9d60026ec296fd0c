module arbiter_0002_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] req,
    output reg  [2:0] grant,
    output reg        busy
);

    always @(posedge clk) begin
        if (rst) begin
            grant <= 3'b000;
        end else begin
            if ((grant & req) == 3'b000 && req[0])
                grant <= 3'b001;
            else if ((grant & req) == 3'b000 && req[1])
                grant <= 3'b010;
            else if ((grant & req) == 3'b000 && req[2])
                grant <= 3'b100;
            else if ((grant & req) == 3'b000)
                grant <= 3'b000;
        end
    end

    always @* begin
        busy = grant != 3'b000;
    end
endmodule
