module arbiter_0009_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] requester,
    input  wire       acquire,
    input  wire       unlock,
    output reg  [1:0] owner,
    output wire       locked,
    output wire       granted
);
    reg [1:0] owner_next;

    always @* begin
        if (unlock && owner != 2'd0 && requester == owner)
            owner_next = 2'd0;
        else if (acquire && requester != 2'd0)
            owner_next = requester;
        else
            owner_next = owner;
    end

    always @(posedge clk) begin
        if (rst) begin
            owner <= 2'd0;
        end else begin
            owner <= owner_next;
        end
    end

    assign locked = owner != 2'd0;
    assign granted = owner != 2'd0 && owner == requester;
endmodule
